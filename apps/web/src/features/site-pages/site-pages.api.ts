import { type SitePage, type SitePageName, sitePageUrl } from '@app/contract';
import { api } from '../../lib/api';

export const sitePagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The page's markdown: the operator's file or the built-in text (the server decides). */
    getSitePage: build.query<SitePage, SitePageName>({
      query: (name) => sitePageUrl(name),
      // Pages change rarely; a reader going back and forth between them should not wait again.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetSitePageQuery } = sitePagesApi;
