import { useMutation } from '@apollo/client/react';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { FileButton } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, restCall, useAuth, useErrorCollection, type Viewer } from '@tessera/admin-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileImageErrors, profileImageLimits } from '../profile-image-check';
import { RemoveProfileImageDocument } from '../generated/graphql';

/** The chosen file and its object URL for the preview. */
interface Chosen {
  file: File;
  previewUrl: string;
}

/** Your profile image: see it, choose a new one (checked before it is sent), upload or remove it. */
export function ProfileImageSection({ user }: { user: Viewer }) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const errors = useErrorCollection('user-profile-image');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [removeProfileImage, removing] = useMutation(RemoveProfileImageDocument);
  /** Empties the file input after each choice, so choosing the same file again is heard. */
  const resetInput = useRef<() => void>(null);

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.previewUrl);
    },
    [chosen],
  );

  const choose = async (file: File | null) => {
    setChosen(null);
    errors.clear();
    resetInput.current?.();
    if (!file) return;
    setChecking(true);
    const refused = await profileImageErrors(file);
    setChecking(false);
    if (refused.length > 0) {
      errors.replace(refused);
      return;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!chosen) return;
    errors.clear();
    setUploading(true);
    const form = new FormData();
    form.append('profileImage', chosen.file);
    try {
      const answer = await restCall<{ Success?: boolean }>('PUT', `/api/tessera/user/${user.id}/image`, form);
      if (!answer.ok || answer.data.Success === false) {
        errors.replace(answer.errors.length > 0 ? answer.errors : [{ code: 'G_01' }]);
        return;
      }
      setChosen(null);
      await reload();
      notifications.show({ color: 'green', message: t('settings.imageSaved') });
    } catch {
      errors.replace([{ code: 'G_01' }]);
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    errors.clear();
    try {
      await removeProfileImage({ variables: { id: user.id } });
      setChosen(null);
      await reload();
      notifications.show({ color: 'green', message: t('settings.imageRemoved') });
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-image-title">
      <Stack>
        <Title order={2} size="h3" id="settings-image-title">
          {t('settings.profileImage')}
        </Title>
        <ErrorList errors={errors.errors} />
        <Group align="flex-start" gap="xl">
          <Stack gap={4} align="center">
            <Avatar src={user.image} alt={t('settings.currentImage')} name={user.name} size={96} radius={96} color="initials" data-testid="image-current" />
            <Text size="xs" c="dimmed">
              {t('settings.currentImage')}
            </Text>
          </Stack>
          {chosen && (
            <Stack gap={4} align="center">
              <Avatar src={chosen.previewUrl} alt={t('settings.imagePreview')} size={96} radius={96} data-testid="image-preview" />
              <Text size="xs" c="dimmed">
                {t('settings.imagePreview')}
              </Text>
            </Stack>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.imageRules')}
        </Text>
        <Group>
          <FileButton
            onChange={(file) => void choose(file)}
            resetRef={resetInput}
            accept={profileImageLimits.types.join(',')}
            inputProps={{ 'aria-label': t('settings.chooseImage'), ...{ 'data-testid': 'image-input' } }}
          >
            {(props) => (
              <Button variant="default" loading={checking} {...props}>
                {t('settings.chooseImage')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void upload()} disabled={!chosen} loading={uploading} data-testid="image-upload">
            {t('settings.uploadImage')}
          </Button>
          <Button variant="light" color="red" onClick={() => void remove()} disabled={!user.image} loading={removing.loading} data-testid="image-remove">
            {t('settings.removeImage')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
