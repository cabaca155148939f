import { Button, Group, Modal, Text } from '@tessera/admin-kit/mantine';
import { registerUnsavedChanges, dialogActions } from '@tessera/admin-kit';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from '@tessera/admin-kit/router';
import { afterChoice, shouldBlockNavigation, shouldWarnOnUnload, type LeaveGuardState } from './leave-guard';
import { dangerColor } from '../colors';

/** Holds a route change back and asks: stay, or leave without saving. */
function RouteLeavePrompt({ state, release }: { state: () => LeaveGuardState; release(): void }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldBlockNavigation(state(), currentLocation, nextLocation));
  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const leave = () => {
    release();
    blocker.proceed?.();
  };
  return (
    <Modal opened={blocked} onClose={stay} title={t('pages.editor.unsaved.title')} data-testid="leave-modal">
      <Text mb="lg">{t('pages.editor.unsaved.message')}</Text>
      <Group justify="flex-end" style={dialogActions}>
        <Button variant="default" onClick={stay} data-autofocus data-testid="leave-stay">
          {t('pages.editor.unsaved.stay')}
        </Button>
        <Button color={dangerColor} onClick={leave} data-testid="leave-discard">
          {t('pages.editor.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * SPEC §4 "leaving with unsaved changes prompts the user", for every way of leaving: a route
 * change inside the admin (react-router's useBlocker: the shell runs a data router), closing or
 * reloading the tab (beforeunload), and signing out (the shell's log-out confirmation asks the
 * guards registered in admin-kit). Run on its own (the remote's development page has a hash
 * router without data APIs) only the last two apply.
 */
export function LeaveGuard({ dirty, pageTitle }: { dirty: boolean; pageTitle(): string }) {
  const { t } = useTranslation();
  const current = useRef<LeaveGuardState>({ dirty, released: false });
  current.current = { ...current.current, dirty };
  const title = useRef(pageTitle);
  title.current = pageTitle;
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // The user chose to leave anyway: nothing is held back any more while the editor goes.
  const release = () => {
    current.current = afterChoice(current.current, 'leave');
  };

  useEffect(() => {
    const unregister = registerUnsavedChanges({
      isDirty: () => shouldWarnOnUnload(current.current),
      message: () => t('pages.editor.unsaved.signOut', { title: title.current() }),
      discard: release,
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldWarnOnUnload(current.current)) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [t]);

  if (!inDataRouter) return null;
  return <RouteLeavePrompt state={() => current.current} release={release} />;
}
