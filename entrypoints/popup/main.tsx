import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '@/components/popup/PopupApp';
import '@/components/popup/popup.css';

// Reading a tab or storage fails for reasons a retry will not fix (a restricted page, a closed tab).
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <PopupApp />
  </QueryClientProvider>,
);
