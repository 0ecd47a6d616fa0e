/**
 * A link that leads on to the rest of a story shown in part: "Continue Reading", "Weiterlesen", "Lire la suite",
 * or a teaser's bare "mehr" / "more" — its whole text, arrows and dots aside.
 */
const READ_ON_TEXT =
  /^\W*(?:continue reading|read more|read the (?:full|whole|rest)\b.*|weiterlesen|mehr lesen|lire la suite|leer m[aá]s|seguir leyendo|continua a leggere|lees meer|verder lezen|mehr|more|plus|más)\W*$/i;

/** Whether `link` reads on to another page (not to a place in this one). */
export function readsOn(link: Element): boolean {
  return READ_ON_TEXT.test(link.textContent ?? '') && !(link.getAttribute('href') ?? '#').startsWith('#');
}
