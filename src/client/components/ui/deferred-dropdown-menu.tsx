// The dropdown menu (./dropdown-menu.tsx) with its code fetched after the page has rendered. Radix Menu with its
// positioning engine (floating-ui) is about 25 kB gzip, and the header only shows a dropdown to signed-in company
// users, so it stays out of the JavaScript every visitor loads first. The menu starts loading when it mounts;
// meanwhile its trigger is a plain button that opens the menu as soon as the code is there, and its content renders
// nothing. Same part names and props as ./dropdown-menu, so a caller switches by changing its import.
import { createContext, useContext, useEffect, useState, type ComponentProps } from 'react';
import type { DropdownMenuItemProps } from './dropdown-menu';
import type * as ui from './dropdown-menu';

type MenuModule = typeof ui;
const loadMenu = () => import('./dropdown-menu');

const LoadedMenu = createContext<MenuModule | null>(null);
const RequestOpen = createContext<() => void>(() => undefined);

export function DropdownMenu(props: ComponentProps<MenuModule['DropdownMenu']>) {
  const [menu, setMenu] = useState<MenuModule | null>(null);
  const [openRequested, setOpenRequested] = useState(false);

  useEffect(() => {
    let current = true;
    loadMenu().then(
      (loaded) => {
        if (current) setMenu(loaded);
      },
      (error: unknown) => console.error('Could not load the menu', error),
    );
    return () => {
      current = false;
    };
  }, []);

  if (!menu) {
    return <RequestOpen.Provider value={() => setOpenRequested(true)}>{props.children}</RequestOpen.Provider>;
  }
  return (
    <LoadedMenu.Provider value={menu}>
      <menu.DropdownMenu defaultOpen={openRequested} {...props} />
    </LoadedMenu.Provider>
  );
}

export function DropdownMenuTrigger({
  onClick,
  ...props
}: Omit<ComponentProps<MenuModule['DropdownMenuTrigger']>, 'asChild'>) {
  const menu = useContext(LoadedMenu);
  const requestOpen = useContext(RequestOpen);
  if (menu) return <menu.DropdownMenuTrigger onClick={onClick} {...props} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        requestOpen();
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<MenuModule['DropdownMenuContent']>) {
  const menu = useContext(LoadedMenu);
  return menu ? <menu.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuItem(props: DropdownMenuItemProps) {
  const menu = useContext(LoadedMenu);
  return menu ? <menu.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<MenuModule['DropdownMenuSeparator']>) {
  const menu = useContext(LoadedMenu);
  return menu ? <menu.DropdownMenuSeparator {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<MenuModule['DropdownMenuLabel']>) {
  const menu = useContext(LoadedMenu);
  return menu ? <menu.DropdownMenuLabel {...props} /> : null;
}
