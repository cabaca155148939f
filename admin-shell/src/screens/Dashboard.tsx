import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { useAuth } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import { navigationFor } from '../layout/navigation';

/** Home of the admin: who is signed in, and shortcuts to what they may do. */
export function Dashboard() {
  const { t } = useTranslation();
  const auth = useAuth();
  const user = auth.user!;
  const shortcuts = navigationFor(auth.hasPermission, []).filter((item) => item.route !== '/' && !item.children);
  return (
    <Stack data-testid="dashboard">
      <Group>
        <Avatar src={user.image} alt="" size="lg" radius="xl">
          {user.name.slice(0, 1)}
        </Avatar>
        <div>
          <Title order={1} size="h2">
            {t('dashboard.title', { name: user.name })}
          </Title>
          <Text c="dimmed">{t('dashboard.signedInAs', { email: user.email, role: t(`users.roles.${user.role.name}`, { defaultValue: user.role.name }) })}</Text>
        </div>
      </Group>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.shortcuts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {shortcuts.map((item) => (
            <Button key={item.route} component={Link} to={item.route} variant="light">
              {item.labelKey ? t(item.labelKey) : item.label}
            </Button>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
