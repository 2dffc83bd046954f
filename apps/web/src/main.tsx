import { mountApp } from './app/providers';
import { startPwa } from './app/pwa/register';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/layout.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// The PWA chunk (and the service worker's registration) once the app has started, not between its start-up's tasks.
void mountApp(container).then(startPwa);
