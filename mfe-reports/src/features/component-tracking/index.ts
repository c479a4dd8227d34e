// Component tracking (spec 001 section 2): the components page; the detail page is the feature's second entry, `./detail`, so each route loads only its own page.
export { ComponentsPage as default } from './ComponentsPage';
