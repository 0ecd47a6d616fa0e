import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { OptionsPage } from '@/components/options/OptionsPage';
import '@/components/options/options.css';

// Messages to the background fail for a reason a retry will not fix (refusal, invalid data).
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <OptionsPage />
  </QueryClientProvider>,
);
