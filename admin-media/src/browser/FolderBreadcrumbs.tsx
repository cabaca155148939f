import { Anchor, Text } from '@tessera/admin-kit/mantine';
import { Breadcrumbs } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';
import { breadcrumbsOf } from '../paths/media-path';
import { FolderDropTarget } from './dnd';

/**
 * Where the folder shown lies: the library root, then each folder down to it. Every crumb but
 * the last opens its folder; in the library each is also a place to drop a file or folder on.
 */
export function FolderBreadcrumbs({ path, onNavigate, droppable }: { path: string; onNavigate(path: string): void; droppable?: boolean }) {
  const { t } = useTranslation();
  const crumbs = breadcrumbsOf(path);
  return (
    <nav aria-label={t('media.breadcrumbs')} data-testid="media-breadcrumbs">
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb, index) => {
          const name = crumb.name ?? t('media.root');
          if (index === crumbs.length - 1) {
            return (
              <Text key={crumb.path} size="sm" fw={600} aria-current="location" data-testid="media-crumb-current">
                {name}
              </Text>
            );
          }
          const link = (
            <Anchor component="button" type="button" size="sm" onClick={() => onNavigate(crumb.path)} data-testid="media-crumb">
              {name}
            </Anchor>
          );
          return droppable ? (
            <FolderDropTarget key={crumb.path} folder={{ path: crumb.path, name }}>
              {link}
            </FolderDropTarget>
          ) : (
            <span key={crumb.path}>{link}</span>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
