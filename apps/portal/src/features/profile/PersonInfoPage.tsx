// Placeholder until the page is built: the route table already points here.
export { default } from '../errors/ComingSoon';
