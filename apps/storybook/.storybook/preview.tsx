import { type ApiClient, ApiError } from '@portal/api-client';
import { type Brand, deriveTheme, parseBrand } from '@portal/brand';
import { type Balance, LANGUAGES, type MemberInfo, type SystemStatus } from '@portal/contract';
import { GamesProvider } from '@portal/games';
import {
  directionOf,
  I18nProvider,
  LANGUAGE_NAMES,
  loadLanguage,
  localeOf,
  toLanguage,
} from '@portal/i18n';
import {
  createQueryClient,
  createSessionStore,
  SessionProvider,
  systemStatusQuery,
} from '@portal/session';
import { ThemeProvider, VIEWPORTS } from '@portal/ui-kit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** Every brand of the repository, validated like the server validates them. */
const brands: Brand[] = Object.entries(
  import.meta.glob<unknown>('../../../brands/*/brand.json', { eager: true, import: 'default' }),
)
  .map(([file, json]) => parseBrand(json, file))
  .sort((a, b) => a.code.localeCompare(b.code));

const firstBrand = brands[0];
if (!firstBrand) throw new Error('No brand found under brands/*/brand.json');

/**
 * What a story may set up for the session (`parameters.session`): its starting state (the
 * system status seeds the query client under the system status query's own key).
 * `parameters.api` answers calls by name, through the same query functions the portal
 * runs; a call without an answer fails with `not.implemented`, so a story never reaches a
 * network.
 */
export interface SessionParameters {
  token?: string | null;
  memberInfo?: MemberInfo | null;
  balance?: Balance | null;
  systemStatus?: SystemStatus | null;
}
export type ApiParameters = Record<string, (input: unknown) => Promise<unknown>>;

/**
 * `parameters.feed` plays an event feed (`ApiClient.listen`, the chat room's): it gets the
 * handlers and answers a close. Without one a feed is refused at once, as a server without it
 * would, so a screen shows its fallback.
 */
export type FeedParameter = ApiClient['listen'];

const refusedFeed: FeedParameter = (_path, handlers) => {
  queueMicrotask(() => handlers.onError(new ApiError('not.implemented', undefined, 501)));
  return () => undefined;
};

const storyApi = (answers: ApiParameters, feed: FeedParameter = refusedFeed): ApiClient => ({
  call: (async (name: string, input: unknown) => {
    const answer = answers[name];
    if (!answer) throw new ApiError('not.implemented', undefined, 501);
    return answer(input);
  }) as ApiClient['call'],
  listen: feed,
  clearCache: () => undefined,
});

const brandOf = (code: unknown): Brand => brands.find((brand) => brand.code === code) ?? firstBrand;

const StoryProviders = ({
  brand,
  language,
  session,
  api,
  feed,
  children,
}: {
  brand: Brand;
  language: ReturnType<typeof languageOrDefault>;
  session: SessionParameters;
  api: ApiParameters;
  feed: FeedParameter | undefined;
  children: ReactNode;
}) => {
  const [store] = useState(() =>
    createSessionStore({
      token: session.token ?? null,
      language,
      memberInfo: session.memberInfo ?? null,
      balance: session.balance ?? null,
    }),
  );
  const [client] = useState(() => storyApi(api, feed));
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    if (session.systemStatus) {
      created.setQueryData(systemStatusQuery(client).queryKey, session.systemStatus);
    }
    return created;
  });
  return (
    <ThemeProvider theme={deriveTheme(brand.theme)}>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider api={client} store={store} config={brand}>
            <GamesProvider>{children}</GamesProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
};

const languageOrDefault = (value: unknown) => toLanguage(value) ?? 'EN';

/** The story's language is loaded before it renders; `loaded.brand` is the toolbar's brand. */
const loadStoryContext: Loader = async ({ globals }) => {
  await loadLanguage(languageOrDefault(globals.language));
  return { brand: brandOf(globals.brand) };
};

const withPortalProviders: Decorator = (Story, context) => {
  const language = languageOrDefault(context.globals.language);
  document.documentElement.lang = localeOf(language);
  document.documentElement.dir = directionOf(language);
  return (
    <StoryProviders
      // A fresh store per story and per toolbar choice: no state leaks between stories.
      key={`${context.id}:${String(context.globals.brand)}:${language}`}
      brand={brandOf(context.globals.brand)}
      language={language}
      session={(context.parameters.session ?? {}) as SessionParameters}
      api={(context.parameters.api ?? {}) as ApiParameters}
      feed={context.parameters.feed as FeedParameter | undefined}
    >
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  loaders: [loadStoryContext],
  decorators: [withPortalProviders],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand.code, title: brand.name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language (Urdu turns the page right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({
          value: language,
          title: LANGUAGE_NAMES[language],
          right: language,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: firstBrand.code, language: 'EN' },
  parameters: {
    layout: 'padded',
    // The widths the layouts are designed for (ui-kit's breakpoints); a story picks one with
    // `globals: { viewport: { value: 'phone' } }`, and the story tests render at that size.
    viewport: {
      options: Object.fromEntries(
        Object.entries(VIEWPORTS).map(([name, { width, height }]) => [
          name,
          {
            name: `${name[0]?.toUpperCase()}${name.slice(1)} ${width}×${height}`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: name === 'phone' ? 'mobile' : name,
          },
        ]),
      ),
    },
  },
};

export default preview;
