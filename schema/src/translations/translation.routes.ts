import { streamed, succeeded, type RestRoute } from '../http/rest-route';
import { exportXliff } from './operations/export-xliff';
import { getTranslationView } from './operations/get-translation-view';
import { importXliff } from './operations/import-xliff';
import { machineTranslatePage } from './operations/machine-translate-page';
import { machineTranslationAvailable } from './operations/machine-translation-available';
import { markTranslationUpToDate } from './operations/mark-translation-up-to-date';
import { translationLimits } from './translation-rules';

/** The translation workflow (issue 36) under /api/tessera/translations. */
export const translationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/translations/xliff',
    handle: async (ctx, { query }) => {
      const { fileName, body } = await exportXliff(ctx, query);
      return streamed({ contentType: 'application/xliff+xml; charset=utf-8', fileName, body });
    },
  },
  {
    method: 'POST',
    path: '/translations/xliff',
    upload: { field: 'file', maxBytes: translationLimits.xliffMaxBytes, tooLarge: 'ML_01' },
    handle: async (ctx, { file }) => succeeded(await importXliff(ctx, { file })),
  },
  { method: 'GET', path: '/translations/machine-translation', handle: async (ctx) => succeeded({ available: await machineTranslationAvailable(ctx, {}) }) },
  { method: 'GET', path: '/translations/:pageId', handle: async (ctx, { params }) => succeeded({ TranslationView: await getTranslationView(ctx, params) }) },
  { method: 'POST', path: '/translations/:pageId/up-to-date', handle: async (ctx, { params }) => succeeded({ done: await markTranslationUpToDate(ctx, params) }) },
  { method: 'POST', path: '/translations/:pageId/machine-translate', handle: async (ctx, { params }) => succeeded({ versionNumber: await machineTranslatePage(ctx, params) }) },
];
