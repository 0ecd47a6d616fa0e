import { all } from '../markdown/dom';
import { spacedWords } from './spaced-words';

/**
 * Defuddle gives a figure without a caption the text of a credit or caption block beside it and leaves that block
 * where it was: the clip said "Second image by an illustrator." twice, the first time in italics and without its link.
 * A caption that says what the block right before or after its figure says is taken out; the page's block stays.
 */
export function dropCopiedCaptions(root: Element): void {
  for (const caption of all(root, 'figure > figcaption')) {
    const figure = caption.parentElement as Element;
    const words = spacedWords(caption);
    if (!words.trim()) continue;
    const beside = [figure.previousElementSibling, figure.nextElementSibling];
    if (beside.some((block) => block && spacedWords(block) === words)) caption.remove();
  }
}
