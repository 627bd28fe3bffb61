export { LINKS_CSS, Links, type LinksProps, type LinksView } from './Links.tsx'
