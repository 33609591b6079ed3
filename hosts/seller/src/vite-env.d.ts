/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APPID?: string;
  readonly VITE_SIGN_ENDPOINT?: string;
  readonly VITE_SELLER_URL?: string;
}
