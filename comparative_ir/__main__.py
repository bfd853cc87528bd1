import sys

from comparative_ir.entry import main

sys.exit(main())
