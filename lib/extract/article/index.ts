export { extractArticle } from './extract-article';
export type { Article, ExtractArticleOptions } from './types';
