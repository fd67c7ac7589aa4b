import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './data/query-client';
import { SignInGate } from './layout/sign-in-gate';
import { router } from './routes';

export function App(): ReactElement {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SignInGate>
        <RouterProvider router={router} />
      </SignInGate>
    </QueryClientProvider>
  );
}
