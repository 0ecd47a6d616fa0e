import { queryAll } from './query-all';

const parseJson = JSON.parse;

export type JsonLdNode = Record<string, unknown>;

/** Every JSON-LD object of the page, `@graph` flattened; broken or hostile blocks are skipped. */
export function jsonLdNodes(doc: Document): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const scripts = queryAll(doc, 'script[type="application/ld+json"]');
  for (const script of scripts.slice(0, 20)) {
    try {
      collect(parseJson(script.textContent ?? ''), nodes, 0);
    } catch {
      // Many pages ship invalid JSON-LD (trailing commas, HTML entities): ignore that block.
    }
  }
  return nodes;
}

function collect(value: unknown, nodes: JsonLdNode[], depth: number): void {
  if (depth > 4 || nodes.length > 200 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, nodes, depth + 1);
    return;
  }
  const node = value as JsonLdNode;
  nodes.push(node);
  if (Array.isArray(node['@graph'])) collect(node['@graph'], nodes, depth + 1);
}

const ARTICLE_TYPE = /Article|BlogPosting|Report|Review|Recipe|HowTo|QAPage|SocialMediaPosting|WebPage|VideoObject/;

/** The node describing the page's main work: an Article-like type first, else the first node with a headline. */
export function mainJsonLdNode(nodes: JsonLdNode[]): JsonLdNode | undefined {
  const typed = (node: JsonLdNode) => [node['@type']].flat().map(String).join(' ');
  return (
    nodes.find((node) => ARTICLE_TYPE.test(typed(node)) && !/WebPage/.test(typed(node))) ??
    nodes.find((node) => typeof node.headline === 'string') ??
    nodes.find((node) => /WebPage/.test(typed(node)))
  );
}

/** A name from a string, a `{name}` object or a list of them (authors come in all three shapes). */
export function jsonLdName(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const names = value.map(jsonLdName).filter((name): name is string => !!name);
    return names.length ? names.join(', ') : undefined;
  }
  if (value && typeof value === 'object' && 'name' in value) return jsonLdName((value as { name: unknown }).name);
  return undefined;
}
