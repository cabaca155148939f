import { Alert, List } from './mantine-lean';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorEntry } from '../errors/error-message';

/** The errors of a collection, translated, announced to screen readers. */
export function ErrorList({ errors }: { errors: ErrorEntry[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" role="alert" data-testid="error-list">
      {errors.length === 1 ? (
        errorMessage(t, errors[0])
      ) : (
        <List size="sm">
          {errors.map((error, index) => (
            <List.Item key={`${error.code}-${error.property ?? ''}-${index}`}>{errorMessage(t, error)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
