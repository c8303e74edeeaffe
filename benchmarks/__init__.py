"""Speed figures of Third Age, each beside a baseline measured in the same run (GUIDE §7)."""
