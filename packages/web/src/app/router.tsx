// The route tree: public screens, the signed-in area (session guard → layout → screens of the route table),
// and /not-found for everything else, all under AppRoot (focus and banners across screens). Every screen's code is
// loaded on first visit; a signed-in screen's inside the frame, which shows meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { SIGN_OUT_PATH } from '@/lib/session/use-sign-out';
import { AuthLayout } from './layouts/auth-layout';
import { AppRoot } from './routes/app-root';
import { appRoutes } from './routes/app-routes';
import { RequireSession } from './routes/require-session';
import { RouteErrorPage } from './routes/route-error-page';
import { SignOutPage } from './routes/sign-out-page';

const lazyScreen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * A signed-in screen whose code loads inside the frame: the router shows the frame (top bar, menu) as soon as the
 * frame's code is there, with the spinner in the screen's place until the screen's code arrives, instead of waiting for
 * both. A failed load reaches the route's error boundary as before.
 */
function screenInFrame(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return function LoadedScreen() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    );
  };
}

const publicRoutes: RouteObject[] = [
  {
    Component: AuthLayout,
    children: [
      {
        path: '/sign-in',
        lazy: lazyScreen(() => import('@/features/access/auth/routes/sign-in-page').then((m) => m.SignInPage)),
      },
      {
        // A survey's mailed link (docs/product/service-quality.md#satisfaction-surveys): answered without a session.
        path: '/satisfaction/:token',
        lazy: lazyScreen(() => import('@/features/quality/surveys/routes/survey-page').then((m) => m.SurveyPage)),
      },
      {
        path: '/sign-up',
        lazy: lazyScreen(() => import('@/features/system/demo/routes/sign-up-page').then((m) => m.SignUpPage)),
      },
    ],
  },
  { path: SIGN_OUT_PATH, Component: SignOutPage },
  {
    path: '/under-development',
    lazy: lazyScreen(() => import('@/features/system/pages/routes/under-development-page').then((m) => m.UnderDevelopmentPage)),
  },
  {
    path: '/not-found',
    lazy: lazyScreen(() => import('@/features/system/pages/routes/not-found-page').then((m) => m.NotFoundPage)),
  },
];

const signedInRoutes: RouteObject = {
  Component: RequireSession,
  children: [
    {
      // The signed-in frame (top bar, menu, notifications) is loaded with the first signed-in screen, so /sign-in
      // loads none of it.
      lazy: lazyScreen(() => import('./layouts/app-layout').then((m) => m.AppLayout)),
      children: [
        { index: true, lazy: lazyScreen(() => import('./routes/home-redirect').then((m) => m.HomeRedirect)) },
        ...appRoutes.map((route): RouteObject => ({
          path: route.path,
          handle: { title: route.title, permissionId: route.permissionId },
          Component: screenInFrame(route.load),
          // Per screen, so a failing screen keeps the menu and top bar around its error message.
          ErrorBoundary: RouteErrorPage,
        })),
      ],
    },
  ],
};

export const router = createBrowserRouter([
  {
    Component: AppRoot,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [...publicRoutes, signedInRoutes, { path: '*', element: <Navigate to="/not-found" replace /> }],
  },
]);
