import { describe, expect, it } from '@jest/globals';
import { flatten, type Tree } from '../../../admin-kit/src/i18n/message-checks';
import { editorMessages } from '../i18n/editor';
import { tabLabelKeys } from './EditorWorkspace';
import { stateLabelKeys } from './header/StateBadge';
import { actionLabelKeys } from './save/SaveBar';
import { doneKeys } from './save/use-editor-save';

/** The texts the editor picks from tables (not literal t('…') calls, which messages.test.ts checks). */
describe('the editor’s tables of text keys', () => {
  const english = flatten(editorMessages.en as Tree);

  it.each([
    ['tabs', tabLabelKeys],
    ['states', stateLabelKeys],
    ['actions', actionLabelKeys],
    ['confirmations', doneKeys],
  ] as const)('every key of the %s exists in English', (_name, table) => {
    expect(Object.values(table).filter((key) => typeof english.get(key) !== 'string')).toEqual([]);
  });
});
