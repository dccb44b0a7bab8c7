import {
  API_PREFIX,
  type ConfigFlowType,
  type MessageLanguage,
  type SymbolCategory,
  type SymbolContentQuery,
  type SymbolPage,
} from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';
import { loadSymbolLibrary, type SymbolFile, type SymbolLibrary } from './symbol-library.js';

/** Where a symbol is served; `v` changes with its bytes, so the answer can be cached for good. */
export const symbolUrl = (file: SymbolFile) =>
  `${API_PREFIX}/configflow/symbol/${file.category}/${file.key}.svg?v=${file.hash}`;

/** The gallery's system tab: groups and their symbols, titled in the caller's language. */
export function createSymbolService(library: SymbolLibrary = loadSymbolLibrary()) {
  return {
    categories(type: ConfigFlowType, language: MessageLanguage): SymbolCategory[] {
      return library.categories
        .filter((category) => category.type === type)
        .map((category) => ({ key: category.key, name: category.title[language] }));
    },

    content(query: SymbolContentQuery, language: MessageLanguage): SymbolPage {
      const category = library.categories.find((c) => c.key === query.category && c.type === query.type);
      const files = category && library.symbolsOf(category.key);
      if (!files) throw badRequest(fieldText('category', { zh: '没有这个图元分组', en: 'no such symbol group' }));
      const start = (query.pageIndex - 1) * query.pageCount;
      const records = files.slice(start, start + query.pageCount).map((file) => ({
        key: file.key,
        name: file.title[language],
        url: symbolUrl(file),
        ...(file.group ? { group: file.group } : {}),
        ...(file.state ? { state: file.state } : {}),
      }));
      return { records, total: files.length, pageIndex: query.pageIndex, pageCount: query.pageCount };
    },

    file: (category: string, fileName: string) => library.file(category, fileName),
  };
}
export type SymbolService = ReturnType<typeof createSymbolService>;
