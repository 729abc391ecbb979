import { toast } from '@/components/ui/toast-store';

/** Copies a generated link; when the clipboard is not available the link is shown instead. */
export async function copyLink(url: string, what: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied', description: `${what} copied to the clipboard.`, variant: 'success' });
  } catch {
    toast({
      title: `${what} generated`,
      description: <span className="break-all select-all">{url}</span>,
      duration: 30_000,
    });
  }
}
