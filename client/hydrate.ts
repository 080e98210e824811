import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hands React the server-rendered markup of one island. Its own chunk: React loads with the first island. */
export function hydrateIsland(container: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(container, createElement(Component, props));
}
