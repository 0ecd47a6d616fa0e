import { wordCount } from './link-density';

/** Past this share of its words inside forms, a view of the page is a form. */
const MOSTLY = 0.5;

/**
 * Whether a view of the page is mostly a form: a newsletter sign-up or contact form, whose labels ("Votre adresse
 * électronique (obligatoire)", "Prénom", "Code postal", two options explained) outnumber a short post's words. Readability took
 * Attac's sign-up dialog for a 40-word post about a radio interview, and since a clip leaves forms out, the clip was
 * the post's title alone.
 */
export function isForm(root: Element): boolean {
  const words = wordCount(root);
  if (words === 0) return false;
  if (root.localName === 'form') return true;
  let inForms = 0;
  for (const form of Array.from(root.querySelectorAll('form'))) {
    if (!form.parentElement?.closest('form')) inForms += wordCount(form);
  }
  return inForms / words > MOSTLY;
}
