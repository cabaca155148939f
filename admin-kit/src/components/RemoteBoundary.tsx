import { Alert, Button, Stack } from '@tessera/admin-kit/mantine';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The panel a remote that failed to load or render leaves in its area. */
export function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('remote.failed')} role="alert" data-testid="remote-failed">
      <Stack align="flex-start">
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Every remote renders inside one: a remote that fails to load or throws shows an error panel
 * with retry in its own area, while the rest of the admin keeps working.
 */
export class RemoteBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('admin part failed', error);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <RemoteFailed onRetry={this.retry} /> : this.props.children;
  }
}
