/* the toolkit-like directory: its runtime headers and crt/ */
