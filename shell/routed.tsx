/**
 * The router and what it draws, loaded after the entry (main.tsx): at once for any page but a cold
 * sign-in, and after the sign-in otherwise.
 */
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

export { createAppRouter };

export function RoutedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
