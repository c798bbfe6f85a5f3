import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** The chat server (port 3000 by default) serves the API and the widget bundle in development. */
const CHAT_SERVER = process.env.CHAT_SERVER_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: CHAT_SERVER, changeOrigin: false },
      '/widget': { target: CHAT_SERVER, changeOrigin: false },
    },
  },
});
