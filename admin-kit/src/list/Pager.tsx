import { Button, Group } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { pagerItems } from './pager';

/** Previous/next and numbered buttons (SPEC §2); hidden at one page or fewer. */
export function Pager({ pageIndex, pageCount, onPage }: { pageIndex: number; pageCount: number; onPage: (index: number) => void }) {
  const { t } = useTranslation();
  const items = pagerItems(pageIndex, pageCount);
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} gap={4} justify="center" data-testid="pager">
      <Button variant="default" size="xs" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)} aria-label={t('pager.previous')}>
        ‹
      </Button>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" data-testid="pager-ellipsis">
            …
          </span>
        ) : (
          <Button
            key={item.index}
            size="xs"
            variant={item.active ? 'filled' : 'default'}
            aria-current={item.active ? 'page' : undefined}
            aria-label={t('pager.page', { page: item.label })}
            onClick={() => onPage(item.index)}
          >
            {item.label}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={pageIndex >= pageCount - 1} onClick={() => onPage(pageIndex + 1)} aria-label={t('pager.next')}>
        ›
      </Button>
    </Group>
  );
}
