import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { AdminShell } from './AdminShell';

createRoot(document.getElementById('root')!).render(<AdminShell />);
