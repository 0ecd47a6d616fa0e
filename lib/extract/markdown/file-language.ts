/**
 * The language a file's name gives its code, as Markdown highlighters read it: the extension (`ts`, `py`, `rs`,
 * `sh`), which highlight.js and Prism take as aliases of the languages' names. Empty without one.
 */
export function languageOfFileName(name: string): string {
  return /\.([\w+#-]+)$/.exec(name.split('/').pop() ?? '')?.[1]?.toLowerCase() ?? '';
}
