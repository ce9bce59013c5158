// The head tags of a page (title, description, canonical link, Open Graph, JSON-LD). A page declares them in its
// route module (src/client/app/routes, decision 018); the server writes them into the document
// (src/server/features/web/document.ts), so link previews and crawlers read them without running any script.
export interface DocumentHead {
  title: string;
  description?: string;
  canonicalUrl?: string;
  imageUrl?: string;
  type?: 'website' | 'profile' | 'article';
  /** schema.org data, serialized into a JSON-LD block. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}
