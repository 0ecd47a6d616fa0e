export { captureSelection, MAX_SELECTION_HTML_CHARS } from './capture-selection';
