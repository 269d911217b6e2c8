/** The React floor's browser entry (bench/reactFloor.ts): hydrate, nothing else. */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Floor } from './reactFloor';

const root = document.getElementById('root') as HTMLElement;
hydrateRoot(root, createElement(Floor, { elements: Number(root.dataset.elements) }));
