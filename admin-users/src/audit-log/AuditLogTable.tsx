import { Table, Text } from '@tessera/admin-kit/mantine';
import { formatDate } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { AuditEntryFieldsFragment as Entry } from '../generated/graphql';
import { objectOf, whoOf } from './audit-entry-labels';

/** The entries: when, who (a person, or a token and its maker), the action, the object and where the call came from. */
export function AuditLogTable({ entries }: { entries: Entry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped data-testid="audit-log-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auditLog.columns.at')}</Table.Th>
            <Table.Th>{t('auditLog.columns.who')}</Table.Th>
            <Table.Th>{t('auditLog.columns.action')}</Table.Th>
            <Table.Th>{t('auditLog.columns.object')}</Table.Th>
            <Table.Th>{t('auditLog.columns.from')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-entry" data-id={entry.id} data-action={entry.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.at, i18n.language, true)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="audit-entry-who">
                {whoOf(t, entry)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td>{objectOf(entry)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.ip ?? '—'}
                {entry.userAgent && (
                  <Text size="xs" lineClamp={2} title={entry.userAgent}>
                    {entry.userAgent}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
