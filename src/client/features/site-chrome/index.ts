export { SiteHeader, type SiteHeaderProps, type SiteHeaderUser } from './components/site-header';
export { SiteFooter, type SiteFooterProps } from './components/site-footer';
