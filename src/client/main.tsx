// The entry: the stylesheet now, the application (boot.tsx) in a moment. A server-rendered page (decision 012) is
// readable as it arrives, so its first paint must not wait for the framework to download, parse and run: the
// application is fetched after that paint. Every other page starts it at once (its chunks are preloaded).
import './styles/app.css';

const start = () => import('./boot');

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
