import { createClient } from '@supabase/supabase-js';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const client = createClient(
  import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'anon-key',
);

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');
createRoot(root).render(<App client={client} />);
