import { Outlet, useNavigation } from 'react-router';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { PageScrollRestoration } from './page-scroll-restoration';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-[3px] overflow-hidden bg-accent/20"
    >
      <div className="h-full w-2/5 animate-progress bg-accent" />
    </div>
  );
}

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page that renders its
          content after a loading state never pushes a visible footer down (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 pt-6 pb-14 outline-none sm:px-6 sm:pt-10 md:pb-20 lg:px-8"
      >
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <PageScrollRestoration />
    </div>
  );
}
