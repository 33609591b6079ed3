// The carousel's code, loaded after the first paint: the server's HTML shows the banner meanwhile, and
// hydration picks it up once this arrives (it is a lazy part of the shell, not of the first load).
export { BannerCarousel as default } from '@wz/ui';
