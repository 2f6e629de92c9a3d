import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { useTheme } from "@/web/lib/theme";
import { ApiError, NetworkError } from "@/web/lib/api";
import { reportConnectionLost } from "@/web/lib/connection";
import { showCarriedToast } from "@/web/lib/carried-toast";

/** Providers for every screen behind the landing page. */
export function AppProviders() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // A read that cannot reach the backend (after its retries) is a lost connection, not a
        // per-page error: the dashboard shows the "Konfigurationsfehler" screen.
        queryCache: new QueryCache({ onError: (err) => err instanceof NetworkError && reportConnectionLost(err) }),
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx will not fix itself by asking again.
            retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
          },
        },
      }),
  );
  const { setting } = useTheme();
  // After the Toaster has mounted: a toast fired before it would be lost.
  useEffect(showCarriedToast, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {/* Bottom right: top-centre covered the header, the navigation and an open dialog's title (issue 11 item 6). */}
      <Toaster theme={setting} richColors position="bottom-right" closeButton />
    </QueryClientProvider>
  );
}
