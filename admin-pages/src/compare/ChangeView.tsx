import { Text } from '@tessera/admin-kit/mantine';
import { Box } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';
import type { ComparePageVersionsQuery } from '../generated/graphql';

type WordPart = { op: 'equal' | 'insert' | 'delete'; text: string };
export type FieldChange = ComparePageVersionsQuery['comparePageVersions']['blocks'][number]['fields'][number];

/** Removed and added text: a light background the body text keeps its contrast on, and a line or an underline besides colour. */
const highlight = {
  delete: { background: 'var(--mantine-color-red-1)', textDecoration: 'line-through' },
  insert: { background: 'var(--mantine-color-green-1)', textDecoration: 'underline' },
} as const;

/** One side of a word diff: the words both have, and this side's own ones highlighted. */
function WordSide({ words, side }: { words: readonly WordPart[]; side: 'delete' | 'insert' }) {
  const shown = words.filter((part) => part.op === 'equal' || part.op === side);
  return (
    <Text size="sm" data-testid={`compare-${side === 'delete' ? 'before' : 'after'}`}>
      {shown.map((part, index) => {
        const text = index < shown.length - 1 ? `${part.text} ` : part.text;
        if (part.op === 'equal') return <span key={index}>{text}</span>;
        const Tag = side === 'delete' ? 'del' : 'ins';
        return (
          <Tag key={index} style={highlight[side]} data-testid={`compare-${part.op}`}>
            {text}
          </Tag>
        );
      })}
    </Text>
  );
}

/** One side of a plain value: highlighted as a whole when it differs. */
function ValueSide({ value, side }: { value: string | null; side: 'delete' | 'insert' }) {
  const { t } = useTranslation();
  const Tag = side === 'delete' ? 'del' : 'ins';
  return (
    <Text size="sm" data-testid={`compare-${side === 'delete' ? 'before' : 'after'}`}>
      {value === null ? <span>{t('pages.compare.empty')}</span> : <Tag style={highlight[side]}>{value}</Tag>}
    </Text>
  );
}

const columns = { display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 3fr 3fr', gap: 'var(--mantine-spacing-sm)', alignItems: 'start' } as const;

/** The heads of the before and after columns, above the changes. */
export function ColumnHeads() {
  const { t } = useTranslation();
  return (
    <Box px="sm" style={columns}>
      <span />
      <Text size="sm" fw={700}>
        {t('pages.compare.before')}
      </Text>
      <Text size="sm" fw={700}>
        {t('pages.compare.after')}
      </Text>
    </Box>
  );
}

/** A changed value, before beside after. */
export function ChangeRow({ label, before, after, words }: { label: string; before: string | null; after: string | null; words?: readonly WordPart[] | null }) {
  return (
    <Box data-testid="compare-field" style={columns}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {words ? <WordSide words={words} side="delete" /> : <ValueSide value={before} side="delete" />}
      {words ? <WordSide words={words} side="insert" /> : <ValueSide value={after} side="insert" />}
    </Box>
  );
}
