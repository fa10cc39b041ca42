import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { PageSpinner } from "../components/ui/spinner";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { RouteErrorBoundary } from "./route-error-boundary";

type Page = LazyExoticComponent<ComponentType>;

const LandingPage = lazy(() => import("./pages/landing-page"));
const LandingAltPage = lazy(() => import("./pages/landing-alt-page"));
const SharedSongPage = lazy(() => import("./pages/shared-song-page"));
const SharedSetlistPage = lazy(() => import("./pages/shared-setlist-page"));
const SharedPollPage = lazy(() => import("./pages/shared-poll-page"));
const AuthPage = lazy(() => import("./pages/auth-page"));
const VerifyEmailPage = lazy(() => import("./pages/verify-email-page"));
const BetaInvitePage = lazy(() => import("./pages/beta-invite-page"));
const TermsPage = lazy(() => import("./pages/terms-page"));
const PrivacyPage = lazy(() => import("./pages/privacy-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));
const AppLayout = lazy(() => import("./layouts/app-layout"));

/** Open to everyone, signed in or not (spec §2). */
const PUBLIC_ROUTES: [string, Page][] = [
  ["/landing", LandingPage],
  ["/landing-alt", LandingAltPage],
  ["/share/songs/:token", SharedSongPage],
  ["/share/setlists/:token", SharedSetlistPage],
  ["/poll/:token", SharedPollPage],
  ["/terms", TermsPage],
  ["/privacy", PrivacyPage],
];

/** The auth screens; every other /auth path shows the sign-in screen (spec §2). */
const AUTH_ROUTES: [string, Page][] = [
  ["/auth/verify-email", VerifyEmailPage],
  ["/auth/beta-invite", BetaInvitePage],
  ["/auth", AuthPage],
  ["/auth/*", AuthPage],
];

interface SignedInRoute {
  path: string;
  page: Page;
  adminOnly?: boolean;
}

const ChangelogPage = lazy(() => import("./pages/changelog-page"));

/** Pages for signed-in users; a signed-out visitor sees /landing-alt's page on any of them (spec §2). */
export const SIGNED_IN_ROUTES: SignedInRoute[] = [
  { path: "/", page: lazy(() => import("./pages/home-page")) },
  { path: "/songs/:id", page: lazy(() => import("./pages/song-page")) },
  { path: "/setlists", page: lazy(() => import("./pages/setlists-page")) },
  { path: "/setlists/:id", page: lazy(() => import("./pages/setlist-page")) },
  { path: "/settings", page: lazy(() => import("./pages/settings-page")) },
  { path: "/changelog", page: ChangelogPage },
  { path: "/feature-voting", page: ChangelogPage },
  { path: "/features", page: lazy(() => import("./pages/features-page")) },
  { path: "/app-overview", page: lazy(() => import("./pages/app-overview-page")) },
  { path: "/practice-scheduler", page: lazy(() => import("./pages/practice-scheduler-page")) },
  { path: "/practice-scheduler/poll/:id", page: lazy(() => import("./pages/poll-page")) },
  {
    path: "/practice-scheduler/poll/:id/recommendations",
    page: lazy(() => import("./pages/poll-recommendations-page")),
  },
  { path: "/practices/:id", page: lazy(() => import("./pages/practice-page")) },
  { path: "/test-db", page: lazy(() => import("./pages/test-db-page")) },
  { path: "/admin/analytics", page: lazy(() => import("./pages/admin-analytics-page")), adminOnly: true },
  {
    path: "/admin/user-details",
    page: lazy(() => import("./pages/admin-user-details-page")),
    adminOnly: true,
  },
];

function Lazy({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {[...PUBLIC_ROUTES, ...AUTH_ROUTES].map(([path, Page]) => (
        <Route key={path} path={path}>
          <Lazy>
            <Page />
          </Lazy>
        </Route>
      ))}
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

/** One mounted layout for every signed-in page, so the header and drawer survive navigation. */
function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { user, isLoading } = useCurrentUser();
  const route = SIGNED_IN_ROUTES.find(({ path }) => matchRoute(parser, path, location)[0]);

  if (!route) {
    return (
      <Lazy>
        <NotFoundPage />
      </Lazy>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <Lazy>
        <LandingAltPage />
      </Lazy>
    );
  }
  const Page = route.adminOnly && !user.isAdmin ? NotFoundPage : route.page;
  return (
    <Lazy>
      <AppLayout user={user}>
        <Lazy>
          <Page key={route.path} />
        </Lazy>
      </AppLayout>
    </Lazy>
  );
}
