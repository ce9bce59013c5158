import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import NotFound from './routes/not-found';
import { RouteErrorScreen } from './route-error-screen';

function Boom(): never {
  throw new Error('render failed: secret stack detail');
}

describe('router fallback screens', () => {
  it("shows 'Unexpected Application Error!' without the error's details when a screen throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Oops! Page not found' with a link home", async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
