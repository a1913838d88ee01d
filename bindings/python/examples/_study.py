"""What the studies share: their command line (a number, then OUT_DIR) and drawing and saving
a plot."""
import os
import sys
import tempfile


def arguments(default):
    """The first argument as an int (``default`` when it is not given), and OUT_DIR: the
    second argument, else the system's temporary directory."""
    number = int(sys.argv[1]) if len(sys.argv) > 1 else default
    out_dir = sys.argv[2] if len(sys.argv) > 2 else tempfile.gettempdir()
    return number, out_dir


def pyplot():
    """``matplotlib.pyplot`` drawing to files (the Agg backend), or None, said on stderr, when
    matplotlib is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("(matplotlib is not installed: no plot)", file=sys.stderr)
        return None
    return plt


def save(fig, out_dir, name):
    """Saves ``fig`` as OUT_DIR/``name`` and says where on stderr."""
    path = os.path.join(out_dir, name)
    fig.savefig(path, dpi=100, bbox_inches="tight")
    print(f"saved {path}", file=sys.stderr)


def plot(out_dir, name, figsize, draw, title, ylabel, xlabel=None):
    """A figure of ``figsize`` inches drawn by ``draw(ax)``, with its title, axis labels and
    legend, saved as OUT_DIR/``name``; nothing (said on stderr) when matplotlib is not
    installed."""
    plt = pyplot()
    if plt is None:
        return
    fig, ax = plt.subplots(figsize=figsize)
    draw(ax)
    if xlabel is not None:
        ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend()
    save(fig, out_dir, name)
