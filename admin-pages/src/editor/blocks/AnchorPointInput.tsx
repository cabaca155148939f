import { useApolloClient } from '@apollo/client/react';
import { Loader, Text, TextInput } from '@tessera/admin-kit/mantine';
import { useDebouncedValue } from '@mantine/hooks';
import { codedErrors } from '@tessera/admin-kit';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockAnchorAvailableDocument } from '../../generated/graphql';
import { fieldErrorText } from '../fields/field-environment';
import { isAnchorName } from '@tessera/content-model';
import type { EditorStore } from '../state/editor-store';

interface AnchorPointInputProps {
  store: EditorStore;
  blockKey: string;
  anchorPoint: string;
  /** The refused store's code for this block's anchor point, if any. */
  serverCode: string | undefined;
  readOnly: boolean;
}

/** The answer of the last check, for the name it was asked for. */
interface Checked {
  name: string;
  code: string | null;
}

/**
 * A block's optional anchor point (`#name` links land on it), checked as it is typed: a name
 * that is not valid at once (V_12), whether another block of the version has it with the server
 * (`anchorAvailable`, V_18) after a pause in typing.
 */
export const AnchorPointInput = memo(function AnchorPointInput({ store, blockKey, anchorPoint, serverCode, readOnly }: AnchorPointInputProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [touched, setTouched] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [name] = useDebouncedValue(anchorPoint, 400);

  useEffect(() => {
    if (!touched || !name || !isAnchorName(name)) return;
    let current = true;
    const pageVersionBlocks = store.allBlocks().map((block) => ({ key: block.key, anchorPoint: block.anchorPoint }));
    client
      .query({ query: BlockAnchorAvailableDocument, variables: { anchorName: name, blockKey, pageVersionBlocks }, fetchPolicy: 'no-cache' })
      .then(() => current && setChecked({ name, code: null }))
      .catch((error: unknown) => current && setChecked({ name, code: codedErrors(error)[0]?.code ?? 'G_01' }));
    return () => {
      current = false;
    };
  }, [client, store, blockKey, name, touched]);

  const ownCode = anchorPoint && !isAnchorName(anchorPoint) ? 'V_12' : null;
  const answered = checked?.name === anchorPoint ? checked : null;
  const code = touched ? (ownCode ?? answered?.code ?? null) : (serverCode ?? null);
  const checking = touched && !!anchorPoint && !ownCode && !answered;
  return (
    <TextInput
      label={t('pages.fields.blocks.anchor')}
      description={t('pages.fields.blocks.anchorHelp')}
      leftSection={<Text c="dimmed">#</Text>}
      rightSection={checking ? <Loader size={14} aria-label={t('pages.fields.blocks.anchorChecking')} /> : undefined}
      value={anchorPoint}
      readOnly={readOnly}
      error={code ? fieldErrorText(t, code, t('pages.fields.blocks.anchorProperty')) : null}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTouched(true);
        store.updateBlock(blockKey, (block) => ({ ...block, anchorPoint: value }));
      }}
      data-testid="block-anchor"
      data-checked={answered && !answered.code ? 'available' : undefined}
    />
  );
});
