import sys

from comparative_ir.cli import main

sys.exit(main())
