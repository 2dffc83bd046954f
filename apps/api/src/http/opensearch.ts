import type { Request, Response } from 'express';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/opensearch.xml`: lets browsers offer the site's own search (docs/api/search.md) in their address bar; the
 * web app's page head links it. OpenSearch wants absolute addresses, so they are made from PUBLIC_URL.
 */
export function openSearchDescription(publicUrl: string, siteName: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(siteName.slice(0, 16))}</ShortName>
  <Description>${escapeXml(`Search ${siteName}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${escapeXml(`${origin}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(`${origin}/search?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${origin}/opensearch.xml`)}"/>
  <moz:SearchForm>${escapeXml(`${origin}/search`)}</moz:SearchForm>
</OpenSearchDescription>
`;
  return (_req: Request, res: Response): void => {
    res.type('application/opensearchdescription+xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  };
}
